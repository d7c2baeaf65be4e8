@@
typedef FILE;
FILE *f;
@@
- fflush(f);
+ flush_stream(f);
