#define NORETURN __attribute__((__noreturn__))
NORETURN void die(const char *err, ...);
_Noreturn void usage(const char *err);
