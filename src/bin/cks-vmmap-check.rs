// Licensed to the Apache Software Foundation (ASF) under one
// or more contributor license agreements.  See the NOTICE file
// distributed with this work for additional information
// regarding copyright ownership.  The ASF licenses this file
// to you under the Apache License, Version 2.0 (the
// "License"); you may not use this file except in compliance
// with the License.  You may obtain a copy of the License at
//
//   http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing,
// software distributed under the License is distributed on an
// "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY
// KIND, either express or implied.  See the License for the
// specific language governing permissions and limitations
// under the License.

//! Command-line front end over the same request/response contract as the C ABI and JNI.
//!
//! ```text
//! cks-vmmap-check check  [FILE|-]   response JSON on stdout
//! cks-vmmap-check report [FILE|-]   what an operator reads
//! cks-vmmap-check version
//! ```
//! Exit status: 0 answered; 1 the input could not be read; 2 invalid request or usage (one line on stderr,
//! nothing on stdout); 3 internal error.

use std::io::{Read, Write};
use std::process::ExitCode;

use cks_vmmap_check::{boundary, contract, plan, report};

const USAGE: &str = "usage: cks-vmmap-check check|report [FILE|-]  |  cks-vmmap-check version";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (command, source) = match args.as_slice() {
        [c] if c == "version" || c == "--version" => {
            println!("{}", plan::engine_name());
            return ExitCode::SUCCESS;
        }
        [c] if c == "-h" || c == "--help" => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        [c] => (c.as_str(), "-"),
        [c, s] => (c.as_str(), s.as_str()),
        _ => return fail(boundary::Status::BadArguments.exit_code(), USAGE),
    };
    if command != "check" && command != "report" {
        return fail(boundary::Status::BadArguments.exit_code(), &format!("unknown command {command:?}; {USAGE}"));
    }
    let input = match read_input(source) {
        Ok(bytes) => bytes,
        Err(e) => return fail(1, &format!("cannot read {source}: {e}")),
    };
    let output = if command == "check" {
        boundary::guarded_check(&input)
    } else {
        boundary::guard(|| {
            let request = contract::parse_request(&input)?;
            let response = plan::check(&request);
            Ok(report::render(&request, &response).into_bytes())
        })
    };
    match output {
        Ok(bytes) => {
            let mut stdout = std::io::stdout().lock();
            if stdout.write_all(&bytes).and_then(|_| writeln!(stdout)).and_then(|_| stdout.flush()).is_err() {
                return ExitCode::from(1);
            }
            ExitCode::SUCCESS
        }
        Err(e) => fail(boundary::Status::of(&e).exit_code(), &e.to_string()),
    }
}

fn read_input(source: &str) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    let limit = contract::MAX_REQUEST_BYTES as u64 + 1;
    if source == "-" {
        std::io::stdin().lock().take(limit).read_to_end(&mut bytes)?;
    } else {
        std::fs::File::open(source)?.take(limit).read_to_end(&mut bytes)?;
    }
    Ok(bytes)
}

fn fail(code: u8, message: &str) -> ExitCode {
    eprintln!("cks-vmmap-check: {}", message.replace(['\n', '\r'], " "));
    ExitCode::from(code)
}
