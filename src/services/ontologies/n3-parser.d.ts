/** n3 ships no types; only its synchronous parser is used (its stream classes pull in Node polyfills). */
declare module "n3/src/N3Parser.js" {
  interface Term {
    termType: string;
    value: string;
    language?: string;
  }
  export default class N3Parser {
    constructor(options?: { baseIRI?: string; format?: string });
    parse(input: string): { subject: Term; predicate: Term; object: Term; graph: Term }[];
  }
}
