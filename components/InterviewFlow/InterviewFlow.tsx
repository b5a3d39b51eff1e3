import { Icon, type IconName } from '../Icon/Icon';
import styles from './InterviewFlow.module.css';

interface InterviewFlowProps {
  steps: readonly string[];
  title: string;
  description: string;
}

const icons: IconName[] = ['briefcase', 'board', 'video', 'eye', 'calendar'];

/** The flow illustration: one SVG laid out across on wide screens and down on phones. */
export function InterviewFlow({ steps, title, description }: InterviewFlowProps) {
  return (
    <figure className={styles.figure}>
      <Wide steps={steps} title={title} description={description} />
      <Tall steps={steps} title={title} description={description} />
    </figure>
  );
}

interface NodeProps {
  x: number;
  y: number;
  index: number;
  label: string;
  labelBelow: boolean;
  last: boolean;
}

function Node({ x, y, index, label, labelBelow, last }: NodeProps) {
  return (
    <g>
      <circle cx={x} cy={y} r="38" className={last ? styles.nodeLast : styles.node} />
      <g transform={`translate(${x - 16} ${y - 16})`} className={styles.icon}>
        <Icon name={icons[index % icons.length]!} size={32} />
      </g>
      <text
        x={labelBelow ? x : x + 58}
        y={labelBelow ? y + 66 : y + 6}
        textAnchor={labelBelow ? 'middle' : 'start'}
        className={styles.label}
      >
        {label}
      </text>
    </g>
  );
}

function Wide({ steps, title, description }: InterviewFlowProps) {
  const gap = 200;
  return (
    <svg className={styles.wide} viewBox="0 0 1000 150" role="img" aria-labelledby="flow-wide-title flow-wide-desc">
      <title id="flow-wide-title">{title}</title>
      <desc id="flow-wide-desc">{description}</desc>
      {steps.slice(1).map((_, index) => (
        <path
          key={index}
          d={`M${100 + index * gap + 46} 50 H${100 + (index + 1) * gap - 54}`}
          className={styles.arrow}
          markerEnd="url(#flow-arrow)"
        />
      ))}
      <defs>
        <marker id="flow-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="8" markerHeight="8" orient="auto">
          <path d="M0 0L10 5L0 10z" className={styles.arrowHead} />
        </marker>
      </defs>
      {steps.map((label, index) => (
        <Node key={label} x={100 + index * gap} y={50} index={index} label={label} labelBelow last={index === steps.length - 1} />
      ))}
    </svg>
  );
}

function Tall({ steps, title, description }: InterviewFlowProps) {
  const gap = 110;
  return (
    <svg
      className={styles.tall}
      viewBox={`0 0 380 ${steps.length * gap}`}
      role="img"
      aria-labelledby="flow-tall-title flow-tall-desc"
    >
      <title id="flow-tall-title">{title}</title>
      <desc id="flow-tall-desc">{description}</desc>
      {steps.slice(1).map((_, index) => (
        <path
          key={index}
          d={`M60 ${50 + index * gap + 44} V${50 + (index + 1) * gap - 50}`}
          className={styles.arrow}
          markerEnd="url(#flow-arrow-tall)"
        />
      ))}
      <defs>
        <marker id="flow-arrow-tall" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="8" markerHeight="8" orient="auto">
          <path d="M0 0L10 5L0 10z" className={styles.arrowHead} />
        </marker>
      </defs>
      {steps.map((label, index) => (
        <Node key={label} x={60} y={50 + index * gap} index={index} label={label} labelBelow={false} last={index === steps.length - 1} />
      ))}
    </svg>
  );
}
