import styled from 'styled-components';

export interface ProgressBarProps {
  /** 0 to 1. */
  value: number;
  /** The accessible name, e.g. 'Application progress'. */
  label: string;
  /** What screen readers announce instead of the percentage, e.g. '3 of 8'. */
  valueText?: string;
  className?: string;
}

const Track = styled.div`
  width: 100%;
  height: 0.5rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.brand};
  transition: width 200ms ease-out;
`;

/** A determinate progress bar (wizard steps, file uploads). */
export function ProgressBar({ value, label, valueText, className }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <Track
      className={className}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}
