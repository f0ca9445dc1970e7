/** The part of wait-on's Node API that scripts/dev uses (the package ships no types). */
declare module 'wait-on' {
  interface WaitOnOptions {
    resources: string[];
    interval?: number;
    timeout?: number;
    /** Time a resource must stay available before it counts (ms, default 750). */
    window?: number;
    httpTimeout?: number;
    /** false: never route loopback probes through an HTTP(S)_PROXY from the environment. */
    proxy?: false | object;
    validateStatus?: (status: number) => boolean;
  }
  function waitOn(options: WaitOnOptions): Promise<void>;
  export default waitOn;
}
