/* openssh's log.h, shortened: the fatal family are macros over one
 * function declared not to return. */
void sshfatal(const char *file, int r, const char *fmt, ...)
	__attribute__((noreturn)) __attribute__((format(printf, 3, 4)));
#define fatal_fr(r, ...) sshfatal(__FILE__, r, __VA_ARGS__)
#define fatal(...) fatal_fr(0, __VA_ARGS__)
#define fatal_void(...) ((void)sshfatal(__FILE__, 0, __VA_ARGS__))
