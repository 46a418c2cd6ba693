// minimatch 3 (serve-handler's matcher, installed with `serve`) ships no types.
declare module 'minimatch' {
  export default function minimatch(path: string, pattern: string): boolean;
}
