import { LabelledSlider } from '../../components/labelled-slider';

interface RatingSliderProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  hint?: string;
}

/** A 0–100 % rating: a labelled range input with its value shown beside the label. */
export function RatingSlider({ label, value, onChange, hint }: RatingSliderProps) {
  return (
    <LabelledSlider
      label={label}
      value={value}
      onChange={onChange}
      hint={hint}
      min={0}
      max={100}
      valueText={`${value}%`}
      display={`${value}%`}
    />
  );
}
