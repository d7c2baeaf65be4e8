/* as the kernel's trace headers: the machinery below, outside the guard */
#if !defined(DEV_TRACE_H) || defined(TRACE_HEADER_MULTI_READ)
#define DEV_TRACE_H
#include "dev.h"
#endif
#include <trace/define_trace.h>
