/* vim's uninstall.c, cut down: windows.h is missing here, so clang
 * reads the file in tolerant mode, and neither it nor cfix's own parser
 * reads the cast to a WINAPI function pointer */
#include <windows.h>
#include <stdlib.h>

static long (*delete_key_ex)(int);

void load(int *lib)
{
	if (lib != NULL)
		delete_key_ex = (LONG (WINAPI *)(int))GetProcAddress(lib, "x");
	free(lib);
}
