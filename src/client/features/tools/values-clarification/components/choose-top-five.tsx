import type { Dispatch } from 'react';
import { MAX_TOP, type CardSortAction, type CardSortState } from '../card-sort-reducer';
import { meaningOf } from '../values-list';

/** Step two: tick up to five values from the "very important" pile. */
export function ChooseTopFive({
  state,
  dispatch,
}: {
  state: CardSortState;
  dispatch: Dispatch<CardSortAction>;
}) {
  const full = state.topFive.length >= MAX_TOP;
  return (
    <fieldset className="space-y-3">
      <legend className="text-slate-800">
        Of the values you marked very important, which five matter most to you right now?
      </legend>
      <p role="status" className="text-sm font-medium text-slate-800">
        {state.topFive.length} of {MAX_TOP} chosen{full ? ' — untick one to choose another.' : '.'}
      </p>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {state.piles.very.map((value) => {
          const checked = state.topFive.includes(value);
          return (
            <li key={value}>
              <label className="flex h-full cursor-pointer gap-3 rounded-xl border border-slate-300 bg-white p-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() => dispatch({ type: 'toggleTop', value })}
                  className="mt-1 h-4 w-4 accent-teal-700"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{value}</span>
                  <span className="block text-sm text-slate-700">{meaningOf(value)}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
