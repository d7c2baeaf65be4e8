/* freetype's autofit/afglobal.c: a macro giving the type on its own
 * line, the initializer filled by an #include of macro calls */
#undef  SCRIPT
#define SCRIPT(s, S, d, h, H, ss) &af_ ## s ## _script_class,

FT_LOCAL_ARRAY_DEF( AF_ScriptClass )
af_script_classes[] =
{

#include "afscript.h"

	&af_none_script_class,
	NULL  /* do not remove */
};
