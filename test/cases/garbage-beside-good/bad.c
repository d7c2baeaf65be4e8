/* Not C at all: clang cannot make sense of it.  cfix says so and goes on;
 * it does not crash and does not touch the file. */
}}} int ((( @@@ ### ]][[
struct { = ; ; ; ->->-> .. 0x 0b12 !& &! ) }
#if
"unterminated
'
