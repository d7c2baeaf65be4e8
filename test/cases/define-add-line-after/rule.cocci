// a line added after a kept #define goes on a line of its own (the
// first rule keeps it to once)
@done@
@@
#define NEW_MODE 2

@depends on !done@
@@
#define OLD_MODE 1
+ #define NEW_MODE 2
