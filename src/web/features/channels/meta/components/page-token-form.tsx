import { metaCopy, metaPageTokenInputSchema } from '@shared/meta.ts';
import { TokenConnectForm } from '../../components/token-connect-form.tsx';
import { useConnectMetaPage } from '../api/connect-meta-page.ts';

/** Paste a Page access token: checked by the server with Meta. */
export function PageTokenForm() {
  const connect = useConnectMetaPage();
  return (
    <TokenConnectForm
      schema={metaPageTokenInputSchema}
      copy={metaCopy}
      connect={connect.mutateAsync}
      busy={connect.isPending}
    />
  );
}
