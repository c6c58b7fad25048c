import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BlockNotice } from './BlockNotice';
import { useTranslation } from '../i18n';

function FailedBlock() {
  const { t } = useTranslation();
  return <BlockNotice>{t('block.failed')}</BlockNotice>;
}

interface State {
  failed: boolean;
}

/** Catches a block's render error, shows a notice in its place and keeps the rest of the page. */
export class BlockErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A block failed to render:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <FailedBlock /> : this.props.children;
  }
}
