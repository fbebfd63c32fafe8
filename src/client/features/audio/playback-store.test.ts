import { describe, expect, it } from "vitest";
import { createPlaybackStore, quotePlayback, type AudioLike } from "./playback-store.ts";

/** An audio element that plays nothing but fires the events the store listens to. */
class FakeAudio implements AudioLike {
  src = "";
  volume = 1;
  currentTime = 0;
  duration = Number.NaN;
  preload = "";
  paused = true;
  loads = 0;
  playResult: () => Promise<void> = () => Promise.resolve();
  private listeners = new Map<string, (() => void)[]>();
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  play() {
    this.paused = false;
    return this.playResult();
  }
  pause() {
    if (this.paused) return;
    this.paused = true;
    this.emit("pause");
  }
  load() {
    this.loads += 1;
  }
  removeAttribute(name: string) {
    if (name === "src") this.src = "";
  }
}

function setup(volume = 1) {
  const elements: FakeAudio[] = [];
  const volumes: number[] = [];
  const store = createPlaybackStore({
    createAudio: () => {
      const audio = new FakeAudio();
      elements.push(audio);
      return audio;
    },
    volume,
    onVolumeChange: (v) => volumes.push(v),
  });
  const audio = () => elements[0]!;
  return { store, elements, audio, volumes };
}

describe("playback store", () => {
  it("plays one quote at a time: starting another pauses the first", () => {
    const { store, elements, audio } = setup();
    store.play("a", "/media/a.mp3");
    audio().emit("playing");
    expect(quotePlayback(store.getState(), "a")).toMatchObject({ current: true, playing: true, status: "playing" });

    store.play("b", "/media/b.mp3");
    audio().emit("playing");
    expect(elements).toHaveLength(1);
    expect(audio().src).toBe("/media/b.mp3");
    expect(quotePlayback(store.getState(), "a")).toMatchObject({ current: false, playing: false });
    expect(quotePlayback(store.getState(), "b")).toMatchObject({ current: true, playing: true });
  });

  it("toggle pauses the playing quote and resumes it where it was", () => {
    const { store, audio } = setup();
    store.toggle("a", "/a.mp3");
    audio().emit("playing");
    audio().currentTime = 2.5;
    audio().emit("timeupdate");
    store.toggle("a", "/a.mp3");
    expect(store.getState()).toMatchObject({ playing: false, status: "paused", currentTime: 2.5 });
    store.toggle("a", "/a.mp3");
    expect(audio().currentTime).toBe(2.5);
    expect(audio().loads).toBe(1);
    expect(store.getState().playing).toBe(true);
  });

  it("finishing resets the playing state and the position", () => {
    const { store, audio } = setup();
    store.play("a", "/a.mp3");
    audio().emit("playing");
    audio().currentTime = 4;
    audio().emit("ended");
    expect(quotePlayback(store.getState(), "a")).toMatchObject({ playing: false, currentTime: 0, status: "paused" });
    expect(audio().currentTime).toBe(0);
  });

  it("marks a quote whose file fails to load, and tries again on the next play", () => {
    const { store, audio } = setup();
    store.play("a", "/missing.mp3");
    audio().emit("error");
    expect(quotePlayback(store.getState(), "a")).toMatchObject({ failed: true, playing: false });
    expect(quotePlayback(store.getState(), "b").failed).toBe(false);
    store.play("a", "/missing.mp3");
    expect(quotePlayback(store.getState(), "a").failed).toBe(false);
    expect(audio().loads).toBe(2);
  });

  it("a refused play() on an unsupported source marks the quote failed", async () => {
    const { store, audio } = setup();
    store.play("a", "/x.mp3");
    audio().playResult = () => Promise.reject(Object.assign(new Error("no"), { name: "NotSupportedError" }));
    store.pause();
    store.play("a", "/x.mp3");
    await Promise.resolve();
    await Promise.resolve();
    expect(quotePlayback(store.getState(), "a").failed).toBe(true);
  });

  it("seeks within the current quote, and starts another quote from the clicked point once its length is known", () => {
    const { store, audio } = setup();
    store.play("a", "/a.mp3");
    Object.defineProperty(audio(), "duration", { value: 10, configurable: true });
    audio().emit("loadedmetadata");
    store.seek("a", "/a.mp3", 0.5);
    expect(audio().currentTime).toBe(5);
    expect(store.getState().currentTime).toBe(5);

    Object.defineProperty(audio(), "duration", { value: Number.NaN, configurable: true });
    store.seek("b", "/b.mp3", 0.25);
    expect(store.getState()).toMatchObject({ quoteId: "b", playing: true });
    Object.defineProperty(audio(), "duration", { value: 8, configurable: true });
    audio().emit("loadedmetadata");
    expect(audio().currentTime).toBe(2);
    expect(store.getState().duration).toBe(8);
  });

  it("keeps the volume between 0 and 1, applies it to the element and reports it for storage", () => {
    const { store, audio, volumes } = setup(0.4);
    store.play("a", "/a.mp3");
    expect(audio().volume).toBe(0.4);
    store.setVolume(1.7);
    store.setVolume(-1);
    store.setVolume(0.25);
    expect(volumes).toEqual([1, 0, 0.25]);
    expect(audio().volume).toBe(0.25);
    expect(store.getState().volume).toBe(0.25);
  });

  it("release empties the player when it holds the quote whose audio was removed", () => {
    const { store, audio } = setup();
    store.play("a", "/a.mp3");
    store.release("b");
    expect(store.getState().quoteId).toBe("a");
    store.release("a");
    expect(store.getState()).toMatchObject({ quoteId: null, playing: false, status: "idle" });
    expect(audio().src).toBe("");
  });

  it("tells subscribers about every change", () => {
    const { store, audio } = setup();
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.play("a", "/a.mp3");
    audio().emit("playing");
    unsubscribe();
    store.pause();
    expect(calls).toBeGreaterThanOrEqual(2);
    const before = calls;
    store.play("a", "/a.mp3");
    expect(calls).toBe(before);
  });
});
