import { renderStandalone } from '@kisan-credit/shared-ui/role-app/renderStandalone';
import { LawyerApp } from './app/LawyerApp';

renderStandalone(LawyerApp, document.getElementById('root')!);
