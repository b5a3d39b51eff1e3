import type { IconName } from '@/content/types';
import { Icon } from '../Icon/Icon';
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
      <Flow steps={steps} title={title} description={description} layout="wide" />
      <Flow steps={steps} title={title} description={description} layout="tall" />
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

/** One layout of the flow: across (labels under the nodes) or down (labels beside them). */
const layouts = {
  wide: { at: (index: number) => ({ x: 100 + index * 200, y: 50 }), viewBox: () => '0 0 1000 150' },
  tall: { at: (index: number) => ({ x: 60, y: 50 + index * 110 }), viewBox: (count: number) => `0 0 380 ${count * 110}` },
} as const;

function Flow({ steps, title, description, layout }: InterviewFlowProps & { layout: keyof typeof layouts }) {
  const { at, viewBox } = layouts[layout];
  const across = layout === 'wide';
  const arrow = (index: number) => {
    const from = at(index);
    const to = at(index + 1);
    // From the edge of one node to just short of the next, leaving room for the arrow head.
    return across ? `M${from.x + 46} ${from.y} H${to.x - 54}` : `M${from.x} ${from.y + 44} V${to.y - 50}`;
  };
  return (
    <svg
      className={styles[layout]}
      viewBox={viewBox(steps.length)}
      role="img"
      aria-labelledby={`flow-${layout}-title flow-${layout}-desc`}
    >
      <title id={`flow-${layout}-title`}>{title}</title>
      <desc id={`flow-${layout}-desc`}>{description}</desc>
      <defs>
        <marker id={`flow-arrow-${layout}`} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="8" markerHeight="8" orient="auto">
          <path d="M0 0L10 5L0 10z" className={styles.arrowHead} />
        </marker>
      </defs>
      {steps.slice(1).map((_, index) => (
        <path key={index} d={arrow(index)} className={styles.arrow} markerEnd={`url(#flow-arrow-${layout})`} />
      ))}
      {steps.map((label, index) => (
        <Node key={label} {...at(index)} index={index} label={label} labelBelow={across} last={index === steps.length - 1} />
      ))}
    </svg>
  );
}
