/**
 * Where a heading like `rslib.startMFDevServer` or `output.distPath.root` may wrap in a narrow column: after each
 * dot that joins two names, never inside a name. Returns the text cut into pieces; a renderer puts a `<wbr>`
 * between them. Dots that end a sentence or sit between digits (`v1.2`) do not split.
 */
export function identifierPieces(text: string): string[] {
  return text.split(/(?<=[\p{L}\p{N}_$)\]]\.)(?=[\p{L}_$])/u);
}
