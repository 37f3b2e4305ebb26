/** Sets the language the device reports (`navigator.language`), as a browser set to that language would. */
export function setDeviceLanguage(tag: string): void {
  Object.defineProperty(window.navigator, 'language', { value: tag, configurable: true });
}
