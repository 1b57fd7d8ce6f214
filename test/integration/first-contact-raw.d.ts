/** Vite's `?raw` imports (a file's text), used by first-contact-deploy.test.ts to read wrangler.toml. */
declare module "*?raw" {
  const text: string;
  export default text;
}
