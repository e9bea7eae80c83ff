import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { toast } from '@/components/toast';

const Button = styled.button`
  opacity: 0;
  min-height: 28px;
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  cursor: pointer;
  transition: opacity ${({ theme }) => theme.durations.fast}ms;
  &:focus-visible {
    opacity: 1;
  }
  @media (hover: none) {
    opacity: 1;
  }
`;

/** Copies a message's text; SPEC §5: success shows '复制成功'. */
export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('chat.copied'));
    } catch {
      // Clipboard refused (insecure context or permission): say nothing rather than lie.
    }
  };
  return (
    <Button type="button" className="copy" onClick={copy}>
      {t('chat.copy')}
    </Button>
  );
}
