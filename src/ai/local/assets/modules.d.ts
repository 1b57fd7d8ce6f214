/** Data modules (wrangler default rule `**\/*.bin` -> ArrayBuffer). */
declare module "*.bin" {
  const data: ArrayBuffer;
  export default data;
}
