// The widget's own entry (widget.html): its styles and the script that keeps it current, nothing of the site's app.
import './widget.css';
import { keepWidgetLive } from './live-widget';

keepWidgetLive();
