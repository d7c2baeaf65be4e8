#ifndef TRACE_H
#define TRACE_H
typedef int s32;
extern s32 get_val(void);
#endif

#ifdef CREATE_TRACE_POINTS
#undef CREATE_TRACE_POINTS
#define TRACE_FILE <trace.h>
#include TRACE_FILE
#endif
