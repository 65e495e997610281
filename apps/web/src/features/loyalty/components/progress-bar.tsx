import { progressRatio } from '@member-app/contract/rules/loyalty';
import '../loyalty.css';

/** A mission's or requirement's count towards its target, named for screen readers. */
export function ProgressBar({
  label,
  progress,
  target,
  text,
  caption,
}: {
  /** The bar's accessible name. */
  label: string;
  progress: number;
  target: number;
  /** What the bar reads as, e.g. "2 / 3" (shown beside it and read as its value). */
  text: string;
  /** Shown before the count when the bar has no heading of its own. */
  caption?: string;
}) {
  const percent = Math.round(progressRatio(progress, target) * 100);
  return (
    <div className="progress">
      <div className="progress__labels" aria-hidden="true">
        <span>{caption}</span>
        <span className="progress__text">{text}</span>
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={Math.min(progress, target)}
        aria-valuetext={text}
      >
        <span
          className={`progress__bar${percent >= 100 ? ' progress__bar--full' : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
