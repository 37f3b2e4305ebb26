/** The full timer page; the floating widget stays away from it, which shows the same controls in full. */
export const FULL_TIMER_PATH = '/tools/pomodoro-timer';
