import { renderStandalone } from '@kisan-credit/shared-ui/role-app/renderStandalone';
import { BankerApp } from './app/BankerApp';

renderStandalone(BankerApp, document.getElementById('root')!);
