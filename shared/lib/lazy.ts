/**
 * What is loaded once, on first need (a module behind a dynamic import): `load()` starts it, `value` is there once it
 * is.
 */
export class Lazy<T> {
  readonly #load: () => Promise<T>;
  #loading: Promise<T> | undefined;
  #value: T | undefined;

  constructor(load: () => Promise<T>) {
    this.#load = load;
  }

  get value(): T | undefined {
    return this.#value;
  }

  load(): Promise<T> {
    this.#loading ??= this.#load().then(
      (value) => (this.#value = value),
      (error: unknown) => {
        // A load that failed (a chunk the network dropped) is tried again next time.
        this.#loading = undefined;
        throw error;
      },
    );
    return this.#loading;
  }
}
