// Values that must never break inside themselves (dates, phone numbers, amounts, codes): one line box.
// data-nowrap marks them for the layout test that measures each on a phone.
import type { ReactNode } from 'react';
import classes from './no-wrap.module.css';

export function NoWrap({ children, lang }: { children: ReactNode; lang?: string }) {
  return (
    <span className={classes.noWrap} data-nowrap="" lang={lang}>
      {children}
    </span>
  );
}

/** A date range: each end stays whole, the line may break only at the joiner. */
export function DateRangeText({ text }: { text: string }) {
  const parts = text.split(/( 至 | to )/);
  if (parts.length !== 3) return <NoWrap>{text}</NoWrap>;
  return (
    <span>
      <NoWrap>{parts[0]}</NoWrap>
      {parts[1]}
      <NoWrap>{parts[2]}</NoWrap>
    </span>
  );
}
