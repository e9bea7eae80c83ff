import type { EngineerInfo } from './entities';
import type { EngineerView } from './rows';

type Wire = Pick<
  EngineerInfo,
  'engineer_code' | 'engineer_name' | 'engineer_nickname' | 'engineer_img'
>;

/** The server's engineer (SPEC's names) as the conversation shows them. */
export function toEngineerView(info: Wire): EngineerView;
export function toEngineerView(info: Wire | undefined | null): EngineerView | undefined;
export function toEngineerView(info: Wire | undefined | null): EngineerView | undefined {
  if (!info) return undefined;
  return {
    code: info.engineer_code,
    name: info.engineer_name,
    ...(info.engineer_nickname !== undefined && { nickname: info.engineer_nickname }),
    ...(info.engineer_img !== undefined && { avatar: info.engineer_img }),
  };
}
