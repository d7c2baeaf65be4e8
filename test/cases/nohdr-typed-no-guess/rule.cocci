@@
struct widget *w;
@@
- widget_free(w);
+ widget_release(w);
