// The few timer globals every JavaScript runtime has (browsers, Node, workers). Declared here instead
// of loading DOM or Node types, so core cannot reach for `window`, `fetch` or `process` by accident.
declare function setTimeout(callback: (...args: unknown[]) => void, ms?: number): unknown;
declare function clearTimeout(handle: unknown): void;
declare function queueMicrotask(callback: () => void): void;
