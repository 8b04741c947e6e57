// A stand-in for the browser's Worker, for the unit tests of the worker's clients: it records
// what it is sent and answers, or fails to start, when told to.

import { afterEach, beforeEach } from "node:test";

/** A Worker that records what it is sent and answers when told to. */
export class FakeWorker extends EventTarget {
  /** @type {FakeWorker[]} */
  static made = [];
  /** @param {string | URL} url @param {object} [options] */
  constructor(url, options) {
    super();
    this.url = String(url);
    this.options = options;
    /** @type {any[]} */
    this.sent = [];
    this.terminated = false;
    FakeWorker.made.push(this);
  }
  /** @param {any} data */
  postMessage(data) {
    this.sent.push(data);
  }
  terminate() {
    this.terminated = true;
  }
  /** @param {any} data */
  answer(data) {
    this.dispatchEvent(Object.assign(new Event("message"), { data }));
  }
  /** @param {string} message */
  fail(message) {
    this.dispatchEvent(Object.assign(new Event("error", { cancelable: true }), { message }));
  }
}

/** Makes FakeWorker the global Worker for each test of the suite this is called in, with no
 * worker made yet, and puts the real one back after. */
export function useFakeWorker() {
  let saved;
  beforeEach(() => {
    saved = globalThis.Worker;
    globalThis.Worker = /** @type {any} */ (FakeWorker);
    FakeWorker.made = [];
  });
  afterEach(() => {
    globalThis.Worker = saved;
  });
}
