/* WILL_LJMP() and DIE_NOW() are macros of a header (found through the
 * -I path of args): WILL_LJMP()'s body ends in my_unreachable(), another
 * macro of the header, which is __builtin_unreachable(); DIE_NOW()'s
 * calls die_now(), declared noreturn there.  Neither goes on (also in
 * set_broken(), which does not compile: its type is undeclared): no
 * double free in set() and set_broken().  MAY_LJMP() may return: its
 * pair in may() is a double free. */
#include <stdlib.h>
#include "lj.h"

int set(struct lua_State *L, int n)
{
	char *err = malloc(10);

	if (n) {
		free(err);
		WILL_LJMP(lua_error(L));
	}
	if (n > 2) {
		free(err);
		DIE_NOW(3);
	}
	free(err);
	return 0;
}

int set_broken(struct lua_State *L, int n)
{
	undeclared_t *u = lookup(n);
	char *err = malloc(10);

	if (n) {
		free(err);
		WILL_LJMP(lua_error(L));
	}
	if (n > 2) {
		free(err);
		DIE_NOW(u->code);
	}
	free(err);
	return 0;
}

int may(struct lua_State *L, int n)
{
	char *err = malloc(10);

	if (n) {
		free(err);
		MAY_LJMP(lua_error(L));
	}
	free(err);
	return 0;
}
