/* haproxy's hlua.h and compiler.h, shortened: WILL_LJMP() marks a call
 * that longjmp()s out, through a statement macro of the header. */
#define my_unreachable() __builtin_unreachable()
#define WILL_LJMP(func) do { func; my_unreachable(); } while (0)
#define MAY_LJMP(func) func
#define DIE_NOW(code) die_now(__FILE__, code)

struct lua_State;
int lua_error(struct lua_State *L);
void die_now(const char *file, int code) __attribute__((noreturn));
