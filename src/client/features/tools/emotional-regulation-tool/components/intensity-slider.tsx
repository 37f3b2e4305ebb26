import { LabelledSlider } from '../../components/labelled-slider';

interface IntensitySliderProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  hint?: string;
}

/** A 0–10 intensity rating with its value shown large beside the label. */
export function IntensitySlider({ label, value, onChange, hint }: IntensitySliderProps) {
  return (
    <LabelledSlider
      label={label}
      value={value}
      onChange={onChange}
      hint={hint}
      min={0}
      max={10}
      valueText={`${value} out of 10`}
      displaySize="lg"
      display={
        <>
          {value}
          <span className="text-base font-medium text-slate-600">/10</span>
        </>
      }
      ends={['0 · calm', '10 · the strongest it gets']}
    />
  );
}
