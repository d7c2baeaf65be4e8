#define NORETURN __attribute__((__noreturn__))
NORETURN void die(const char *fmt, ...);
#define die_errno(msg) die("%s: %s", msg, "error")
