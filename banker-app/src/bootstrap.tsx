import { renderStandalone } from 'shared-ui/role-app/renderStandalone';
import { BankerApp } from './app/BankerApp';

renderStandalone(BankerApp, document.getElementById('root')!);
