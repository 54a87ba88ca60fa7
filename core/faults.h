#pragma once
// Error injection for the OpenCL layer, so tests can make a chosen call fail the way drivers
// do. Off unless configured, by configureFaults() or the PASSBAND_FAULT environment variable
// (read once): a comma-separated list of rules
//
//     CALL[:N[+]][@DEVICE]
//
//   CALL    lookup (platform lookup), build, buffer (creation), enqueue, finish,
//           event (a command ends with a negative status), hang (an enqueue never returns
//           until the process ends or releaseHangs() is called)
//   N       fail only the Nth such call (1-based); N+ fails the Nth and every later one;
//           no N fails every call
//   DEVICE  only on devices whose name contains this text
//
// e.g. PASSBAND_FAULT="enqueue:3@pthread" or PASSBAND_FAULT="build:1+".
#include <string>

namespace passband {

enum class FaultPoint { Lookup, Build, Buffer, Enqueue, Finish, Event, Hang };

// Replaces the rules (an empty spec turns injection off). Throws Error for a bad spec.
void configureFaults(const std::string& spec);

// Called at each injection point: throws OpenClError with the code a driver would return
// (CL_OUT_OF_RESOURCES, CL_BUILD_PROGRAM_FAILURE, ...) when a rule says so. For Hang it
// blocks instead.
void checkFault(FaultPoint point, const std::string& deviceName, const char* call);

// Lets every blocked Hang return (it then fails with CL_OUT_OF_RESOURCES).
void releaseHangs();

} // namespace passband
