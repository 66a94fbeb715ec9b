/**
 * What other modules use of the libraries: a library row as an item of the answer. Other modules
 * import only this file of the module (see apiLayers in eslint.config.mjs).
 */
export { toItem, type LibraryRow } from './library-kinds.ts';
export { searchTextFrom } from './library-kinds.ts';
export { searchRanking, valuesOf, INDEXED_WORDS } from './search-ranking.ts';
export { libraryKind } from './library-kinds.ts';
export type { LibrariesRepository } from './libraries.repository.ts';
