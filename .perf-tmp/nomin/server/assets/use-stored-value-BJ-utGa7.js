import { useMemo, useRef, useSyncExternalStore } from "react";
// src/client/lib/use-stored-value.ts
/** Same-tab writes: the browser's `storage` event only reaches other tabs. */
var LOCAL_WRITE_EVENT = "echoes:local-storage";
function readLocal(key) {
	try {
		return window.localStorage.getItem(key);
	} catch {
		return null;
	}
}
/** Writes (or, with null, removes) a local-storage entry and tells this tab's readers. */
function writeLocal(key, value) {
	try {
		if (value === null) window.localStorage.removeItem(key);
		else window.localStorage.setItem(key, value);
	} catch {}
	window.dispatchEvent(new CustomEvent(LOCAL_WRITE_EVENT, { detail: key }));
}
function subscribeTo(key) {
	return (onChange) => {
		const onStorage = (event) => {
			if (event.key === key || event.key === null) onChange();
		};
		const onLocalWrite = (event) => {
			if (event.detail === key) onChange();
		};
		window.addEventListener("storage", onStorage);
		window.addEventListener(LOCAL_WRITE_EVENT, onLocalWrite);
		return () => {
			window.removeEventListener("storage", onStorage);
			window.removeEventListener(LOCAL_WRITE_EVENT, onLocalWrite);
		};
	};
}
/**
* A local-storage value that renders the same on the server and during hydration (`serverValue`), then
* follows storage — this tab's writes through `writeLocal` and other tabs' through the storage event.
* The snapshot is the parsed value, kept while the stored text is unchanged: when storage agrees with
* `serverValue` (nothing stored, the usual case), hydration is not followed by a forced re-render.
*/
function useStoredValue(key, parse, serverValue) {
	const subscribe = useMemo(() => subscribeTo(key), [key]);
	const last = useRef(null);
	const read = () => {
		const raw = readLocal(key);
		if (last.current?.raw !== raw || last.current === null) last.current = {
			raw,
			value: parse(raw)
		};
		return last.current.value;
	};
	return useSyncExternalStore(subscribe, read, () => serverValue);
}
var subscribeNever = () => () => {};
/** False while rendering on the server and hydrating, true once the page is the browser's own. */
function useHydrated() {
	return useSyncExternalStore(subscribeNever, () => true, () => false);
}
export { useStoredValue as n, writeLocal as r, useHydrated as t };
