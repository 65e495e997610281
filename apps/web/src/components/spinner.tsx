import './spinner.css';

export function Spinner({ label, size = 32 }: { label: string; size?: number }) {
  return (
    <span className="spinner" role="status" aria-live="polite">
      <span className="spinner__ring" style={{ width: size, height: size }} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
