export { scaffold, targetProblem, type ScaffoldOptions, type ScaffoldResult } from './scaffold';
export { starterFiles, packageName, type StarterFiles } from './starter';
export { starterDeps, STARTER_VERSIONS, findTarballs } from './deps';
export { DEFAULTS, LANGS, TEMPLATES, parseCliArgs, type Answers, type Lang, type Template } from './options';
export { convert, ConvertError, type ConvertOptions, type ConvertResult } from './from/convert';
export type { Note as MigrationNote } from './from/notes';
