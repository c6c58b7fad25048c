/**
 * Remembers a tap on one of an island's own buttons (those with no native action of their own) made
 * before its code was in, to make it again once the island has adopted its part: the tap is answered
 * late rather than lost.
 */
export function tapsBeforeAdoption(host: HTMLElement): { replay(): void } {
  let tapped: HTMLElement | null = null;
  const remember = (event: Event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('button[type="button"]');
    if (button && host.contains(button)) tapped = button;
  };
  host.addEventListener('click', remember, true);
  return {
    replay() {
      host.removeEventListener('click', remember, true);
      if (tapped?.isConnected) tapped.click();
    },
  };
}
