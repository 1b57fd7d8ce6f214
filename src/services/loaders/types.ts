import { ApiError } from "../../core/errors";

/** Loader routes: every supported input becomes UTF-8 text for the cognify pipeline. */
export type LoaderKind = "text" | "markdown" | "html" | "csv" | "json" | "pdf";

/** Receives the extracted text piece by piece (it is written to R2 as it comes). */
export type TextSink = (text: string) => Promise<void>;

/** A loader consumes decoded text (or raw bytes for PDF) incrementally and emits extracted text. */
export interface TextLoader {
  push(text: string): Promise<void>;
  finish(): Promise<void>;
}

export interface ByteLoader {
  push(bytes: Uint8Array): Promise<void>;
  finish(): Promise<void>;
}

export const unreadableContent = (name: string, why: string) =>
  new ApiError(415, "UnreadableFileContentError", `The content of "${name}" cannot be read: ${why}`);

export const unsupportedType = (name: string, what: string) =>
  new ApiError(
    415,
    "UnsupportedFileTypeError",
    `"${name}" is ${what}, which cannot be ingested. Supported: plain text, Markdown, HTML, CSV, JSON and PDF.`,
  );
