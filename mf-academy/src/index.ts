// Federation needs an async boundary before anything shared is used.
import('./bootstrap');
