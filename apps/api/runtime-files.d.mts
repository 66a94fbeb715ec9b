export declare function copyRuntimeFiles(srcDir: string, outDir: string): void;
