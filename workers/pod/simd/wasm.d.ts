/** Compiled WebAssembly modules (wrangler default rule `**\/*.wasm` -> WebAssembly.Module). */
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
