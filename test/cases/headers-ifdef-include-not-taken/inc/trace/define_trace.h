#ifdef CREATE_TRACE_POINTS
#undef CREATE_TRACE_POINTS
#define TRACE_HEADER_MULTI_READ
#include <trace/trace_events.h>
#define CREATE_TRACE_POINTS
#endif
