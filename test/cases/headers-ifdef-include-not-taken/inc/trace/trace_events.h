#define TRACE_INCLUDE(f) <f.h>
#include TRACE_INCLUDE(dev_trace)
